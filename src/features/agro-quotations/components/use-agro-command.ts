import { useRecordCommand } from '../../../forms/use-record-command';
import type { CommandDefinition } from '../../../offline/types';

/**
 * Runs one agro quotation command through the outbox (sent now, or queued offline): the server's
 * refusal stays on screen in Portuguese. Resolves true when the command was sent or queued.
 */
export function useAgroCommand<P, R>(command: CommandDefinition<P, R>) {
  return useRecordCommand(command);
}
