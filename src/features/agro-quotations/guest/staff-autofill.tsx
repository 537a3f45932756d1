import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../../api/query';
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
 * The first step has no query cache around it (it loads after the form, guest-page.tsx): the lookup
 * brings the app's own.
 */
export function StaffCnpjAutofill(props: StaffCnpjAutofillProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AutofillStatus {...props} />
    </QueryClientProvider>
  );
}

function AutofillStatus({ document, onFound }: StaffCnpjAutofillProps) {
  const { message } = useCnpjAutofill(document, onFound);
  return (
    <p role="status" className="text-sm text-slate-600">
      {message}
    </p>
  );
}
