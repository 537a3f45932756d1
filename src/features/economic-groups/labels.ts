import { displayCnpj } from '../../contract/documents';
import { companyLabel } from '../../contract/economic-groups';

/** A group's or company's local reference label (SPEC.md §3): its name and masked CNPJ. */
export const recordLabel = (record: { nome_fantasia: string | null; razao_social: string; cnpj: string }) =>
  companyLabel(record.nome_fantasia ?? record.razao_social, displayCnpj(record.cnpj));
