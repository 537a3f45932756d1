import { useQuery } from '@tanstack/react-query';
import { groupReferenceQuery, groupSuggestionLabel } from '../../../lookups/economic-groups';

/** The group of a credit-limit screen: its label for the title and its name for the commands. */
export function useGroupReference(groupId: string): { label: string | null; nome: string } {
  const group = useQuery(groupReferenceQuery(groupId));
  return group.data
    ? { label: groupSuggestionLabel(group.data), nome: group.data.nome }
    : { label: null, nome: 'Grupo' };
}
