/** A grey bar standing for text that is not there yet. */
function Bar({ className }: { className: string }) {
  return <span className={`block rounded-md bg-slate-200 ${className}`} />;
}

/**
 * The first paint of every other route, before the bundle runs: the app frame (sidebar, toolbar) with
 * placeholders where the session's menu and the page will be. Static on purpose: what it shows depends
 * on no session, so it is the same for every path and user.
 */
export function ShellPlaceholder() {
  return (
    <div className="flex min-h-full" aria-busy="true">
      <div className="sticky top-0 hidden h-screen w-[300px] shrink-0 flex-col bg-brand-700 md:flex">
        <div className="flex h-16 shrink-0 items-center gap-3 border-b border-white/10 px-4">
          <span className="size-10 shrink-0 rounded-xl bg-white/15" />
          <span className="flex flex-col gap-1.5">
            <span className="block h-3.5 w-36 rounded bg-white/30" />
            <span className="block h-2.5 w-44 rounded bg-white/15" />
          </span>
        </div>
        <div className="flex flex-col gap-4 p-4">
          {['w-3/5', 'w-4/5', 'w-1/2', 'w-2/3', 'w-2/5', 'w-3/4'].map((width) => (
            <span key={width} className={`block h-4 rounded bg-white/10 ${width}`} />
          ))}
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-3 md:px-6">
          <span className="size-11 rounded-lg bg-slate-100 md:hidden" />
          <Bar className="h-4 w-40" />
        </div>
        <main className="flex flex-1 flex-col gap-4 px-4 py-6 md:px-6 lg:px-8">
          <p className="sr-only" role="status">
            Carregando o portal…
          </p>
          <Bar className="h-7 w-56" />
          <Bar className="h-4 w-80 max-w-full" />
          <Bar className="mt-4 h-64 w-full" />
        </main>
      </div>
    </div>
  );
}
