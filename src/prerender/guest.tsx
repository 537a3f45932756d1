import { GuestIntro, GuestOpening } from '../features/agro-quotations/guest/guest-intro';
import { FarmLayout } from '../shell/farm-layout';

/** A grey bar standing for a part of the form that is not there yet. */
function Bar({ className }: { className: string }) {
  return <span className={`block rounded-md bg-slate-200 ${className}`} />;
}

/** A field not there yet: its label and its control. */
function FieldBar({ wide = false }: { wide?: boolean }) {
  return (
    <span className={`flex flex-col gap-2 ${wide ? 'md:col-span-2' : ''}`}>
      <Bar className="h-4 w-40" />
      <Bar className="h-11 w-full" />
    </span>
  );
}

/**
 * The first paint of the guest farm form (/nova-cotacao/agro/{groupId?}/{officeId?}) before
 * the bundle runs: the page's own frame and title with its first step's fields as placeholders, never
 * the staff portal's frame (a farmer has no sidebar). No real field: what would be typed there could
 * not be kept (the form opens on the draft saved in this device, once read).
 */
export function PrerenderedGuestForm() {
  return (
    <FarmLayout>
      <div className="flex flex-col gap-5" aria-busy="true">
        <GuestIntro />
        <GuestOpening />
        <Bar className="h-11 w-full" />
        <Bar className="h-7 w-56" />
        <div className="grid gap-4 md:grid-cols-2">
          <FieldBar />
          <FieldBar wide />
          <FieldBar />
          <FieldBar />
        </div>
      </div>
    </FarmLayout>
  );
}
