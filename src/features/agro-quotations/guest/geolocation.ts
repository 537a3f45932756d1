import type { GuestPoint } from './form';

/** The device's position by its GPS (works without signal), or a Portuguese message saying why not. */
export function currentPosition(): Promise<GuestPoint> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new Error('Este dispositivo não informa a localização. Digite as coordenadas.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          latitude: Math.round(position.coords.latitude * 1e6) / 1e6,
          longitude: Math.round(position.coords.longitude * 1e6) / 1e6,
        }),
      (error) =>
        reject(
          new Error(
            error.code === error.PERMISSION_DENIED
              ? 'Permissão de localização negada. Libere a localização nas configurações ou digite as coordenadas.'
              : 'Não foi possível obter a localização agora. Tente de novo em área aberta ou digite as coordenadas.',
          ),
        ),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 30_000 },
    );
  });
}
