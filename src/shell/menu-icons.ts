import type { LucideIcon } from 'lucide-react';
import {
  Calculator,
  ChartColumn,
  DatabaseBackup,
  FilePen,
  FileText,
  Files,
  FolderOpen,
  Settings,
  ShieldCheck,
  Wallet,
} from 'lucide-react';

/** Icons of the sidebar groups, by the group labels of `menu` in pages.ts. */
const icons: Record<string, LucideIcon> = {
  Cadastro: FolderOpen,
  Cotações: Calculator,
  Propostas: FileText,
  Apólices: ShieldCheck,
  Endossos: FilePen,
  Carteira: Wallet,
  Dashboards: ChartColumn,
  'Importação do Legado': DatabaseBackup,
  Configurações: Settings,
};

export function menuIcon(groupLabel: string): LucideIcon {
  return icons[groupLabel] ?? Files;
}
