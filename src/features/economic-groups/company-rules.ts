import { GROUP_MESSAGES } from '../../contract/economic-groups';
import type { Refusal } from '../../forms/command-feedback';

/** The CNPJ root (first 8 digits) of a CNPJ typed with or without its mask. */
export const cnpjRoot = (cnpj: string): string => cnpj.replace(/\D/g, '').slice(0, 8);

/** A filial shares its group's CNPJ root (the server checks it again). */
export function sharesRoot(cnpj: string, groupCnpj: string): boolean {
  return cnpjRoot(cnpj) === cnpjRoot(groupCnpj);
}

/** The refusal a filial whose CNPJ root is not its group's gets before anything is queued. */
export const rootMismatchRefusal: Refusal = {
  httpStatus: 400,
  message: GROUP_MESSAGES.rootMismatch,
  details: [{ field: 'cnpj', message: GROUP_MESSAGES.rootMismatch }],
};

/**
 * The server's 409 on a create is a CNPJ already registered (its message names the group that has it):
 * shown at the CNPJ field, where the user corrects it, instead of above the form.
 */
export function conflictAtCnpj(refusal: Refusal | null): Refusal | null {
  if (refusal?.httpStatus !== 409) return refusal;
  return {
    httpStatus: 400,
    message: refusal.message,
    details: [{ field: 'cnpj', message: refusal.message }],
  };
}
