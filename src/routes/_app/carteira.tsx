import { createFileRoute } from '@tanstack/react-router';
import { WalletScreen } from '../../features/wallet/components/wallet-screen';
import type { WalletSearch } from '../../features/wallet/search';
import { walletSearch } from '../../features/wallet/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/carteira')({
  staticData: { page: 'carteira' },
  validateSearch: walletSearch,
  search: listRouteSearch(walletSearch),
  component: WalletRoute,
});

function WalletRoute() {
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<WalletSearch>>();
  return <WalletScreen search={search} onSearchChange={onSearchChange} />;
}
