import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES } from '../../src/contract/files';
import { rateLimiter } from './rate-limit';
import type { RateCheck } from './rate-limit';

/*
 * What a session without a login may do. A guest is whoever holds a device key, and a new key is a
 * new guest: limits per guest alone are worth nothing, so each has a limit per address too
 * (whatever the device key; req.ip, see TRUST_PROXY) and the uploads one for all guests together.
 * The counters live in the database (rate-limit.ts), shared by every instance. Config: guestLimits.
 */

export interface GuestLimiters {
  /** Before a guest creates a quotation: 429 with Retry-After past the guest's or address's limit. */
  create(req: FastifyRequest): Promise<void>;
  /** Before a guest's upload of `bytes` is stored: 429 with Retry-After past the address's or the total. */
  upload(req: FastifyRequest, bytes: number): Promise<void>;
}

const KB = 1024;
/** Upload counters count kilobytes: the counter is an int4, and a gigabyte in bytes would overflow it. */
const kilobytes = (bytes: number) => Math.ceil(bytes / KB);

const byApp = new WeakMap<FastifyInstance, GuestLimiters>();

export function guestLimiters(app: FastifyInstance): GuestLimiters {
  const known = byApp.get(app);
  if (known) return known;
  const { windowMs, quotationsPerGuest, quotationsPerAddress, uploadBytesPerAddress, uploadBytesTotal } =
    app.config.guestLimits;
  const createMessage = (wait: string) =>
    `Limite de cotações de visitante atingido. Tente novamente em ${wait} ou fale com a corretora.`;
  const perGuest = rateLimiter(app, {
    name: 'convidado-cotacao',
    max: quotationsPerGuest,
    windowMs,
    key: (req) => req.principal?.sub ?? req.ip,
    message: createMessage,
  });
  const perAddress = rateLimiter(app, {
    name: 'convidado-cotacao-ip',
    max: quotationsPerAddress,
    windowMs,
    message: createMessage,
  });
  const uploadsPerAddress: RateCheck = rateLimiter(app, {
    name: 'convidado-upload-kb-ip',
    max: kilobytes(uploadBytesPerAddress),
    windowMs,
    message: UPLOAD_MESSAGES.guestUploadsPerAddress,
  });
  const uploadsTotal: RateCheck = rateLimiter(app, {
    name: 'convidado-upload-kb',
    max: kilobytes(uploadBytesTotal),
    windowMs,
    key: () => 'todos',
    message: UPLOAD_MESSAGES.guestUploadsBusy,
  });
  const limiters: GuestLimiters = {
    async create(req) {
      await perGuest(req);
      await perAddress(req);
    },
    async upload(req, bytes) {
      await uploadsPerAddress(req, kilobytes(bytes));
      await uploadsTotal(req, kilobytes(bytes));
    },
  };
  byApp.set(app, limiters);
  return limiters;
}
