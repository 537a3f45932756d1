import type { ReactNode } from 'react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { cx } from '../lib/cx';
import { useSession } from '../session/store';
import { keptSearch, rememberListSearch, rememberedListHref } from '../ui/data-table/list-memory';
import { HrefLink } from './href-link';
import type { MenuEntry, MenuGroup } from './menu';
import { visibleMenu } from './menu';
import { menuIcon } from './menu-icons';

export interface SidebarNavProps {
  /** Icon rail: labels only for screen readers and as tooltips. */
  collapsed: boolean;
  /** Called after a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

type Where = 'page' | 'section' | null;

function whereIs(pathname: string, path: string): Where {
  const current = pathname.replace(/\/$/, '') || '/';
  if (current === path) return 'page';
  return current.startsWith(`${path}/`) ? 'section' : null;
}

const itemBase =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm leading-tight font-medium transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white/80';

/** Where the reader is: the path, the search string and who is logged in. */
interface Here {
  pathname: string;
  searchStr: string;
  userId: string | undefined;
}

/**
 * A list's menu link leads back to the list as the user left it (filters, order, size); on
 * the list itself it keeps the search on screen.
 */
function entryHref(path: string, here: Here): string {
  if (whereIs(here.pathname, path) === 'page') return `${path}${keptSearch(here.searchStr)}`;
  return rememberedListHref(here.userId, path);
}

function EntryLink({
  entry,
  label,
  icon,
  collapsed,
  here,
  onNavigate,
}: {
  entry: MenuEntry;
  label: string;
  icon?: ReactNode;
  collapsed: boolean;
  here: Here;
  onNavigate?: () => void;
}) {
  const { pathname } = here;
  const text = (
    <>
      {icon}
      <span className={cx('min-w-0 flex-1', collapsed && 'sr-only')}>{label}</span>
      {entry.disabled && (
        <span
          className={cx(
            'shrink-0 text-xs font-normal whitespace-nowrap text-white/70',
            collapsed && 'sr-only',
          )}
        >
          (em breve)
        </span>
      )}
    </>
  );
  if (entry.disabled) {
    return (
      <span
        aria-disabled="true"
        title={collapsed ? `${label} (em breve)` : undefined}
        className={cx(itemBase, 'cursor-not-allowed text-white/50', collapsed && 'justify-center px-0')}
      >
        {text}
      </span>
    );
  }
  const where = whereIs(pathname, entry.page.path);
  return (
    <HrefLink
      href={entryHref(entry.page.path, here)}
      aria-current={where === 'page' ? 'page' : where === 'section' ? 'true' : undefined}
      title={collapsed ? label : undefined}
      onClick={onNavigate}
      className={cx(
        itemBase,
        where ? 'bg-white/15 text-white' : 'text-white/85 hover:bg-white/10 hover:text-white',
        collapsed && 'justify-center px-0',
      )}
    >
      {text}
    </HrefLink>
  );
}

function Group({
  group,
  collapsed,
  here,
  onNavigate,
}: {
  group: MenuGroup;
  collapsed: boolean;
  here: Here;
  onNavigate?: () => void;
}) {
  const { pathname } = here;
  const Icon = menuIcon(group.label);
  const icon = <Icon className="size-5 shrink-0" aria-hidden="true" />;
  const listId = useId();
  const holdsCurrent = group.entries.some((e) => whereIs(pathname, e.page.path) !== null);
  const [open, setOpen] = useState(holdsCurrent);
  // In the rail a group opens as a flyout beside it: every entry one tap away, the rail stays a rail.
  const [flyout, setFlyout] = useState<{ top: number; left: number } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!collapsed) setFlyout(null);
  }, [collapsed]);
  useEffect(() => {
    if (!flyout) return;
    const outside = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setFlyout(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [flyout]);
  const closeFlyout = () => {
    setFlyout(null);
    buttonRef.current?.focus();
  };

  const [single] = group.entries;
  if (group.entries.length === 1 && single) {
    return (
      <li>
        <EntryLink
          entry={single}
          label={group.label}
          icon={icon}
          collapsed={collapsed}
          here={here}
          onNavigate={onNavigate}
        />
      </li>
    );
  }

  const expanded = collapsed ? flyout !== null : open;
  return (
    <li
      ref={itemRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && flyout) {
          event.stopPropagation();
          closeFlyout();
        }
      }}
      onBlur={(event) => {
        // Tabbing past the flyout's last entry closes it.
        if (flyout && !event.currentTarget.contains(event.relatedTarget)) setFlyout(null);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        title={collapsed ? group.label : undefined}
        onClick={(event) => {
          if (!collapsed) {
            setOpen((o) => !o);
            return;
          }
          const box = event.currentTarget.getBoundingClientRect();
          setFlyout((f) => (f ? null : { top: box.top, left: box.right + 8 }));
        }}
        className={cx(
          itemBase,
          holdsCurrent ? 'text-white' : 'text-white/85 hover:bg-white/10 hover:text-white',
          collapsed && 'justify-center px-0',
          collapsed && holdsCurrent && 'bg-white/15',
        )}
      >
        {icon}
        <span className={cx('min-w-0 flex-1', collapsed && 'sr-only')}>{group.label}</span>
        {!collapsed && (
          <ChevronDown
            className={cx('ml-auto size-4 transition-transform', expanded && 'rotate-180')}
            aria-hidden="true"
          />
        )}
      </button>
      <ul
        id={listId}
        hidden={!expanded}
        aria-label={collapsed ? group.label : undefined}
        style={
          collapsed && flyout
            ? { top: flyout.top, left: flyout.left, maxHeight: `calc(100vh - ${flyout.top + 8}px)` }
            : undefined
        }
        className={
          collapsed
            ? 'fixed z-50 flex w-64 flex-col gap-1 overflow-y-auto rounded-xl bg-brand-700 p-2 shadow-xl ring-1 ring-white/15'
            : 'mt-1 ml-5 flex flex-col gap-1 border-l border-white/15 pl-3'
        }
      >
        {group.entries.map((entry) => (
          <li key={entry.page.key}>
            <EntryLink
              entry={entry}
              label={entry.page.title}
              collapsed={false}
              here={here}
              onNavigate={() => {
                setFlyout(null);
                onNavigate?.();
              }}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The menu of SPEC.md §2 Shell, filtered by the user's grants. */
export function SidebarNav({ collapsed, onNavigate }: SidebarNavProps) {
  const user = useSession((s) => s.user);
  const grants = useSession((s) => s.grants);
  const groups = useMemo(() => visibleMenu({ user, grants }), [user, grants]);
  const pathname = useLocation({ select: (l) => l.pathname });
  const searchStr = useLocation({ select: (l) => l.searchStr });
  const userId = user?.id;
  const here = useMemo(() => ({ pathname, searchStr, userId }), [pathname, searchStr, userId]);
  // Each menu entry's last search, remembered as the user works (the entries are the lists).
  const menuPaths = useMemo(
    () => new Set(groups.flatMap((g) => g.entries.map((e) => e.page.path))),
    [groups],
  );
  useEffect(() => {
    const current = pathname.replace(/\/$/, '') || '/';
    if (userId && menuPaths.has(current)) rememberListSearch(userId, current, searchStr);
  }, [userId, pathname, searchStr, menuPaths]);
  return (
    <nav aria-label="Menu principal" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="flex flex-col gap-1">
        {groups.map((group) => (
          <Group key={group.label} group={group} collapsed={collapsed} here={here} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}
