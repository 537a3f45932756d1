import { useSession } from '../session/store';
import { HrefLink } from './href-link';
import { pages } from './pages';

/** 'MARIA DA SILVA' -> 'MS'; one word gives its first two letters. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const [first = '', second] = words;
  const letters = second ? `${first[0] ?? ''}${second[0] ?? ''}` : first.slice(0, 2);
  return letters.toLocaleUpperCase('pt-BR');
}

/** Photo (or initials) and nickname; a link to the own profile, except for guests (SPEC.md §2 Shell). */
export function UserBadge() {
  const user = useSession((s) => s.user);
  if (!user) return null;
  const content = (
    <>
      {user.avatar?.url ? (
        <img src={user.avatar.url} alt="" className="size-9 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
        >
          {initials(user.nickname)}
        </span>
      )}
      <span className="max-w-40 truncate text-sm font-medium text-slate-800 max-sm:sr-only @max-2xl/toolbar:sr-only">
        {user.nickname}
      </span>
    </>
  );
  const classes = 'flex min-h-11 items-center gap-2 rounded-lg px-2';
  if (user.is_guest) {
    return (
      <span aria-disabled="true" title="Convidados não têm perfil" className={`${classes} opacity-70`}>
        {content}
      </span>
    );
  }
  return (
    <HrefLink
      href={pages.meuPerfil.path}
      title="Meu perfil"
      className={`${classes} hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none`}
    >
      <span className="sr-only">Meu perfil: </span>
      {content}
    </HrefLink>
  );
}
