import { Link } from '@tanstack/react-router';
import { walletScreens } from '../../../contract/manifests/wallet';
import { cx } from '../../../lib/cx';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { Screen } from '../../../ui/screen';
import { useWalletPermissions } from '../permissions';
import type { WalletSearch, WalletTab } from '../search';
import { ContactWallet } from './contact-wallet';
import { UserWallet } from './user-wallet';

export interface WalletScreenProps {
  search: WalletSearch;
  onSearchChange: ListSearchChange<Partial<WalletSearch>>;
}

const TABS: { tab: WalletTab; label: string }[] = [
  { tab: 'usuarios', label: 'Carteira dos usuários' },
  { tab: 'contatos', label: 'Contatos das seguradoras' },
];

/**
 * /carteira: the groups of the logged user's wallet; with module carteira, any user's wallet, the
 * insurers' contacts' wallets ('Contatos das seguradoras') and the transfers.
 */
export function WalletScreen({ search, onSearchChange }: WalletScreenProps) {
  const { canPickContacts } = useWalletPermissions();
  const tab = canPickContacts ? (search.aba ?? 'usuarios') : 'usuarios';
  return (
    <Screen title="Carteira">
      {canPickContacts && (
        <nav aria-label="Carteiras" className="flex flex-wrap gap-2 border-b border-slate-200">
          {TABS.map(({ tab: each, label }) => (
            <Link
              key={each}
              to={walletScreens.carteira.path}
              // Each tab keeps its own choice out of the other's URL.
              search={{ aba: each === 'usuarios' ? undefined : each }}
              aria-current={tab === each ? 'page' : undefined}
              className={cx(
                'touch-target -mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                tab === each
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-700 hover:text-slate-900',
              )}
            >
              {label}
            </Link>
          ))}
        </nav>
      )}
      {tab === 'contatos' ? (
        <ContactWallet search={search} onSearchChange={onSearchChange} />
      ) : (
        <UserWallet search={search} onSearchChange={onSearchChange} />
      )}
    </Screen>
  );
}
