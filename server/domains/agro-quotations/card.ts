import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { AgroCostOption, AgroQuotation } from '../../../src/contract/agro-quotations';
import { formatAgroNumber } from '../../../src/contract/agro-quotations';
import { displayCnpj, displayCpf, displayPhone } from '../../../src/contract/documents';

/**
 * The agreement card (cartão de adesão) of an approved agro quotation, as a real PDF (pdf-lib, A4):
 * the quotation number, the producer, the property, the crop or coffee data, the coverage, the
 * approved insurer and payment form with the premium and installments, and the signature area. The
 * number is also in the document's Title, Subject and Keywords, so a reader (and the tests) find it
 * without decompressing the page.
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.4, 0.4, 0.4);
const ACCENT = rgb(0.11, 0.37, 0.24);

const money = (n: number) =>
  n.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2 });
const number = (n: number, digits = 2) =>
  n.toLocaleString('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: digits });
const docText = (digits: string) => (digits.length === 11 ? displayCpf(digits) : displayCnpj(digits));

export interface CardData {
  quotation: AgroQuotation;
  /** The approved payment form's option (installments) of the approved cost. */
  option: AgroCostOption;
  generatedAt: Date;
}

/** Code point by code point: a character the font cannot encode (an emoji, CJK) becomes one '?'. */
function encodable(charset: Set<number>, text: string): string {
  return Array.from(text.replace(/[\r\n\t]+/g, ' '), (c) =>
    charset.has(c.codePointAt(0) ?? 0) ? c : '?',
  ).join('');
}

class Writer {
  private y = A4[1] - MARGIN;
  private page: PDFPage;
  private readonly charset: Set<number>;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.charset = new Set(font.getCharacterSet());
  }

  /** Text the standard font can encode (WinAnsi): anything else typed by a user becomes '?'. */
  safe(text: string): string {
    return encodable(this.charset, text);
  }

  private room(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }

  /** Splits text into lines that fit `width` at `size`. */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.safe(text).split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  title(text: string, size = 16) {
    this.room(size + 8);
    this.page.drawText(this.safe(text), {
      x: MARGIN,
      y: this.y - size,
      size,
      font: this.bold,
      color: ACCENT,
    });
    this.y -= size + 8;
  }

  note(text: string, size = 9) {
    for (const line of this.wrap(text, this.font, size, A4[0] - 2 * MARGIN)) {
      this.room(size + 4);
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font: this.font, color: MUTED });
      this.y -= size + 4;
    }
  }

  section(text: string) {
    this.y -= 8;
    this.room(30);
    this.page.drawText(this.safe(text.toUpperCase()), {
      x: MARGIN,
      y: this.y - 11,
      size: 11,
      font: this.bold,
      color: ACCENT,
    });
    this.y -= 15;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.6,
      color: ACCENT,
    });
    this.y -= 6;
  }

  field(label: string, value: string) {
    const size = 10;
    const labelWidth = 170;
    const lines = this.wrap(value || '—', this.font, size, A4[0] - 2 * MARGIN - labelWidth);
    this.room(lines.length * (size + 4));
    this.page.drawText(this.safe(label), { x: MARGIN, y: this.y - size, size, font: this.bold, color: INK });
    for (const line of lines) {
      this.page.drawText(line, {
        x: MARGIN + labelWidth,
        y: this.y - size,
        size,
        font: this.font,
        color: INK,
      });
      this.y -= size + 4;
    }
  }

  signatures(left: string, right: string) {
    this.y -= 20;
    this.room(90);
    this.page.drawText(this.safe('Local e data: ________________________________, ____/____/________'), {
      x: MARGIN,
      y: this.y - 10,
      size: 10,
      font: this.font,
      color: INK,
    });
    this.y -= 60;
    const width = (A4[0] - 2 * MARGIN - 40) / 2;
    for (const [i, label] of [left, right].entries()) {
      const x = MARGIN + i * (width + 40);
      this.page.drawLine({
        start: { x, y: this.y },
        end: { x: x + width, y: this.y },
        thickness: 0.8,
        color: INK,
      });
      for (const [n, line] of this.wrap(label, this.font, 9, width).entries())
        this.page.drawText(line, { x, y: this.y - 12 - n * 12, size: 9, font: this.font, color: INK });
    }
    this.y -= 40;
  }
}

/** The card's PDF bytes. */
export async function agreementCardPdf({ quotation: q, option, generatedAt }: CardData): Promise<Uint8Array> {
  const numero = formatAgroNumber(q.numero);
  const doc = await PDFDocument.create();
  doc.setTitle(`Cartão de adesão ${numero}`);
  doc.setSubject(`Cartão de adesão da cotação agro ${numero} – ${q.produtor.nome}`);
  doc.setKeywords([numero, 'cartão de adesão', 'seguro agrícola']);
  doc.setAuthor('Portal da Corretora');
  doc.setCreator('Portal da Corretora');
  doc.setProducer('Portal da Corretora (pdf-lib)');
  doc.setLanguage('pt-BR');
  doc.setCreationDate(generatedAt);
  doc.setModificationDate(generatedAt);
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );

  w.title('Cartão de adesão — Seguro rural');
  w.title(`Cotação ${numero}`, 13);
  w.note(
    `${q.produto.nome} · ${q.cobertura.nome}. Gerado em ${generatedAt.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}.`,
  );

  w.section('Produtor');
  w.field('Nome', q.produtor.nome);
  w.field(q.produtor.documento.length === 11 ? 'CPF' : 'CNPJ', docText(q.produtor.documento));
  if (q.produtor.email) w.field('E-mail', q.produtor.email);
  if (q.produtor.telefone) w.field('Telefone', displayPhone(q.produtor.telefone));

  const p = q.propriedade;
  w.section('Propriedade');
  w.field('Nome', p.nome);
  w.field('Município / UF', `${p.municipio} / ${p.uf} (IBGE ${p.codigo_ibge})`);
  w.field('Área segurada', `${number(p.area_ha, 4)} ha`);
  if (p.latitude !== null && p.longitude !== null)
    w.field('Coordenadas', `${number(p.latitude, 6)}, ${number(p.longitude, 6)}`);

  w.section(q.cafezal ? 'Lavoura de café' : 'Lavoura');
  if (q.cafezal) {
    const c = q.cafezal;
    w.field('Espécie', c.especie.nome);
    w.field('Variedade', c.variedade.nome);
    w.field('Sistema de cultivo', c.sistema_cultivo.nome);
    w.field('Ano de plantio', String(c.ano_plantio));
    w.field('Espaçamento', `${number(c.espacamento_linhas_m)} m × ${number(c.espacamento_plantas_m)} m`);
    w.field('Número de plantas', number(c.numero_plantas, 0));
    w.field('Produtividade esperada', `${number(c.produtividade_sacas_ha)} sacas/ha`);
    w.field('Classificação do solo', c.classificacao_solo.nome);
  } else if (q.cultura) {
    w.field('Cultura', q.cultura.nome);
  }
  w.field('Grupo de operação', q.grupo_operacao.nome);
  if (q.nivel_cobertura !== null) w.field('Nível de cobertura', `${String(q.nivel_cobertura)}%`);
  if (q.importancia_segurada !== null) w.field('Importância segurada', money(q.importancia_segurada));
  if (q.subvencao_percentual !== null) w.field('Subvenção ao prêmio', `${number(q.subvencao_percentual)}%`);
  if (q.franquia_percentual !== null) w.field('Franquia', `${number(q.franquia_percentual)}%`);

  w.section('Condições aprovadas');
  if (q.aprovacao) {
    w.field('Seguradora', q.aprovacao.seguradora.nome);
    w.field('Forma de pagamento', q.aprovacao.forma_pagamento.nome);
    w.field('Prêmio total', money(q.aprovacao.premio));
    w.field('Parcelas', `${String(option.parcelas)} × ${money(option.valor_parcela)}`);
  }

  w.section('Declaração e assinaturas');
  w.note(
    'O produtor declara que as informações acima são verdadeiras e adere às condições aprovadas. A cobertura depende da aceitação da proposta pela seguradora e da emissão da apólice.',
    10,
  );
  w.signatures(`${q.produtor.nome} (produtor)`, 'Corretora (representante)');
  return doc.save();
}

/**
 * The producer's signed copy of a card, for the demo data (server/db/seed/demo-agro.ts), which has no
 * producer to sign a paper one: the card's own pages with a signature note at the foot of the last
 * one. A real PDF, as the signed uploads are.
 */
export async function demoSignedCardPdf(
  card: Uint8Array,
  signer: string,
  signedAt: Date,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(card);
  const font = await doc.embedFont(StandardFonts.HelveticaOblique);
  const charset = new Set(font.getCharacterSet());
  const page = doc.getPage(doc.getPageCount() - 1);
  const day = signedAt.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  page.drawText(encodable(charset, `Assinado por ${signer} em ${day} (cópia de demonstração).`), {
    x: MARGIN,
    y: MARGIN / 2,
    size: 9,
    font,
    color: ACCENT,
  });
  doc.setModificationDate(signedAt);
  return doc.save();
}
