import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { useSyncStatus } from '../offline/status';
import { signOut } from '../session/store';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';

const countFormat = new Intl.NumberFormat('pt-BR');

/** What the confirmation says: how many items wait, and that they stay with this user on this device. */
export function unsentWorkMessage(waiting: number, online: boolean): string {
  const items =
    waiting === 1
      ? '1 item salvo neste dispositivo ainda não foi enviado'
      : `${countFormat.format(waiting)} itens salvos neste dispositivo ainda não foram enviados`;
  const why = online ? '' : ' (sem conexão)';
  return (
    `${items}${why}. Ao sair, ${waiting === 1 ? 'ele continua guardado' : 'eles continuam guardados'} ` +
    'neste dispositivo, ligados a este usuário, e só serão enviados quando este mesmo usuário entrar ' +
    'novamente com conexão. Nenhum outro usuário os envia nem os vê.'
  );
}

export interface LogoutButtonViewProps {
  /** The current user's items not sent yet: waiting and refused. */
  waiting: number;
  online: boolean;
  onLeave: () => void;
}

/**
 * 'Sair'. With work not sent yet, it asks first: a field agent leaving without signal must
 * know that the items wait, bound to them, for their next login online, and may stay instead.
 */
export function LogoutButtonView({ waiting, online, onLeave }: LogoutButtonViewProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        onClick={() => (waiting > 0 ? setAsking(true) : onLeave())}
        icon={<LogOut className="size-4" aria-hidden="true" />}
      >
        {/* Beside the open menu on a tablet only the icon shows; the name stays 'Sair'. */}
        <span className="@max-2xl/toolbar:sr-only">Sair</span>
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Sair com itens não enviados?"
        description={unsentWorkMessage(waiting, online)}
        confirmLabel="Sair mesmo assim"
        onConfirm={onLeave}
      />
    </>
  );
}

/** 'Sair' wired to the session and to the outbox counts of the current user. */
export function LogoutButton() {
  const navigate = useNavigate();
  const waiting = useSyncStatus((s) => s.pending + s.dead);
  const online = useSyncStatus((s) => s.online);

  async function leave() {
    // Ending the session also empties the query cache (src/api/query.tsx); the outbox stays, bound
    // to the user who wrote it.
    await signOut();
    await navigate({ to: '/login' });
  }

  return <LogoutButtonView waiting={waiting} online={online} onLeave={() => void leave()} />;
}
