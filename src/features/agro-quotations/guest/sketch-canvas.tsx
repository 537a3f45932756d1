import type { PointerEvent } from 'react';
import { useId, useState } from 'react';
import { Eraser, MapPin, Undo2 } from 'lucide-react';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { DecimalInput } from './fields';
import type { GuestPoint } from './form';
import { currentPosition } from './geolocation';
import type { PlanePoint } from './sketch-geometry';
import { formatCoordinate, formatHectares, fromPlane, polygonAreaHa, toPlane } from './sketch-geometry';

export interface SketchCanvasProps {
  points: GuestPoint[];
  onChange: (points: GuestPoint[]) => void;
  /** Where the drawing starts: the farm's coordinates or the municipality's seat. */
  center: GuestPoint | null;
  /** The area typed in the property step: the frame's first size. */
  areaHa: number | null;
  error?: string;
}

const MIN_HALF_SIDE_M = 150;

/** A round size for the grid: 1, 2 or 5 times a power of ten, about a fifth of the frame. */
function gridStep(side: number): number {
  const raw = side / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((n) => n * power).find((n) => n >= raw) ?? raw;
}

const inBrazil = (p: GuestPoint) =>
  p.latitude >= -34 && p.latitude <= 6 && p.longitude >= -74 && p.longitude <= -34;

/**
 * The plot's sketch (croqui): tap the drawing to add the outline's corners, or walk the plot and mark
 * the GPS position at each corner; keyboard and screen-reader users type the corners' coordinates.
 * Shows the outline and its approximate area (planar, src/.../sketch-geometry.ts); undo and clear.
 */
export function SketchCanvas({ points, onChange, center, areaHa, error }: SketchCanvasProps) {
  const titleId = useId();
  const descId = useId();
  const [history, setHistory] = useState<GuestPoint[][]>([]);
  const [gpsBusy, setGpsBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [typed, setTyped] = useState<{ latitude: number | null; longitude: number | null }>({
    latitude: null,
    longitude: null,
  });

  const origin = center ?? points[0] ?? null;
  const plane: PlanePoint[] = origin ? points.map((p) => toPlane(p, origin)) : [];
  const reach = plane.reduce((max, p) => Math.max(max, Math.abs(p.x), Math.abs(p.y)), 0);
  const half = Math.max(MIN_HALF_SIDE_M, areaHa ? Math.sqrt(areaHa * 10_000) * 0.75 : 0, reach * 1.15);
  const step = gridStep(half * 2);
  const lines: number[] = [];
  for (let at = Math.ceil(-half / step) * step; at <= half; at += step) lines.push(at);
  const area = polygonAreaHa(points);

  function change(next: GuestPoint[]) {
    setHistory((h) => [...h.slice(-49), points]);
    onChange(next);
  }

  function add(point: GuestPoint) {
    if (!inBrazil(point)) {
      setMessage('Coordenadas fora do Brasil: confira a latitude e a longitude.');
      return;
    }
    setMessage(null);
    change([...points, point]);
  }

  function tap(event: PointerEvent<SVGSVGElement>) {
    if (!origin) return;
    const svg = event.currentTarget;
    const matrix = svg.getScreenCTM?.();
    if (!matrix) return;
    const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    // The drawing's y grows southwards; the plane's northwards.
    add(fromPlane({ x: at.x, y: -at.y }, origin));
  }

  async function markGps() {
    setGpsBusy(true);
    setMessage(null);
    try {
      add(await currentPosition());
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    } finally {
      setGpsBusy(false);
    }
  }

  const path = plane.map((p) => `${p.x},${-p.y}`).join(' ');
  const summary =
    points.length === 0
      ? 'Nenhum ponto marcado.'
      : `${points.length} ${points.length === 1 ? 'ponto' : 'pontos'}${
          points.length >= 3
            ? `; área aproximada ${formatHectares(area)}`
            : '; marque ao menos 3 para formar o contorno'
        }.`;

  return (
    <div className="flex flex-col gap-3">
      <div className="relative rounded-lg border border-slate-300 bg-emerald-50">
        <svg
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          viewBox={`${-half} ${-half} ${half * 2} ${half * 2}`}
          className="block w-full"
          // Taps draw: no scrolling nor zooming over the drawing (inline: no utility class for one screen).
          style={origin ? { touchAction: 'none', cursor: 'crosshair' } : undefined}
          onPointerUp={tap}
        >
          <title id={titleId}>Croqui da lavoura</title>
          <desc id={descId}>{summary}</desc>
          {lines.map((at) => (
            <g key={at} stroke="#cbd5e1" strokeWidth={half / 400}>
              <line x1={at} y1={-half} x2={at} y2={half} />
              <line x1={-half} y1={at} x2={half} y2={at} />
            </g>
          ))}
          {plane.length >= 3 ? (
            <polygon points={path} fill="rgba(22,101,52,0.25)" stroke="#166534" strokeWidth={half / 150} />
          ) : (
            plane.length === 2 && (
              <polyline points={path} fill="none" stroke="#166534" strokeWidth={half / 150} />
            )
          )}
          {plane.map((p, i) => (
            <g key={i}>
              <circle cx={p.x} cy={-p.y} r={half / 40} fill="#166534" />
              <text x={p.x + half / 30} y={-p.y - half / 30} fontSize={half / 14} fill="#14532d">
                {i + 1}
              </text>
            </g>
          ))}
        </svg>
        {!origin && (
          <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-slate-700">
            Para desenhar tocando aqui, informe as coordenadas da propriedade ou o município (etapa 2), ou
            comece com “Marcar ponto do GPS”.
          </p>
        )}
      </div>
      <p className="text-sm text-slate-600">
        Quadro de {Math.round(half * 2).toLocaleString('pt-BR')} m de lado, norte para cima; linhas a cada{' '}
        {step.toLocaleString('pt-BR')} m.
      </p>
      <p role="status" aria-live="polite" className="text-sm font-medium text-slate-800">
        {summary}
        {areaHa && points.length >= 3 ? ` Área informada: ${formatHectares(areaHa)}.` : ''}
      </p>
      {(message ?? error) && (
        <p role="alert" className="text-sm text-red-700">
          {message ?? error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          loading={gpsBusy}
          icon={<MapPin aria-hidden="true" className="size-4" />}
          onClick={() => void markGps()}
        >
          Marcar ponto do GPS
        </Button>
        <Button
          variant="secondary"
          disabled={history.length === 0}
          icon={<Undo2 aria-hidden="true" className="size-4" />}
          onClick={() => {
            const previous = history.at(-1);
            if (!previous) return;
            setHistory((h) => h.slice(0, -1));
            onChange(previous);
          }}
        >
          Desfazer
        </Button>
        <Button
          variant="secondary"
          disabled={points.length === 0}
          icon={<Eraser aria-hidden="true" className="size-4" />}
          onClick={() => change([])}
        >
          Limpar croqui
        </Button>
      </div>
      <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-700">Adicionar ponto pelas coordenadas</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Latitude do ponto" hint="Ex.: -21,123456">
            <DecimalInput
              value={typed.latitude}
              onChange={(latitude) => setTyped((t) => ({ ...t, latitude }))}
            />
          </FormField>
          <FormField label="Longitude do ponto" hint="Ex.: -45,123456">
            <DecimalInput
              value={typed.longitude}
              onChange={(longitude) => setTyped((t) => ({ ...t, longitude }))}
            />
          </FormField>
          <Button
            variant="secondary"
            onClick={() => {
              if (typed.latitude === null || typed.longitude === null) {
                setMessage('Informe a latitude e a longitude do ponto.');
                return;
              }
              add({ latitude: typed.latitude, longitude: typed.longitude });
              setTyped({ latitude: null, longitude: null });
            }}
          >
            Adicionar ponto
          </Button>
        </div>
      </fieldset>
      {points.length > 0 && (
        <details className="text-sm text-slate-700">
          <summary className="min-h-11 cursor-pointer py-2 font-medium">
            Pontos do croqui ({points.length})
          </summary>
          <ol className="flex list-disc flex-col gap-1 pl-5 tabular-nums">
            {points.map((p, i) => (
              <li key={i}>
                {formatCoordinate(p.latitude)}, {formatCoordinate(p.longitude)}
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
