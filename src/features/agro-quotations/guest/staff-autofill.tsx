import type { CompanyLookup } from '../../../contract/pessoas';
import { useCnpjAutofill } from '../../../widgets/company-fields';

export interface StaffCnpjAutofillProps {
  /** The producer's document as typed (a CNPJ once it has 14 digits). */
  document: string;
  onFound: (company: CompanyLookup) => void;
}

/**
 * The producer's data from the CNPJ, for staff only: the personal-data lookup needs a staff token
 * (peopleAccess.lookup has no guest access), so guests fill the producer by hand and never load this.
 */
export function StaffCnpjAutofill({ document, onFound }: StaffCnpjAutofillProps) {
  const { message } = useCnpjAutofill(document, onFound);
  return (
    <p role="status" className="text-sm text-slate-600">
      {message}
    </p>
  );
}
