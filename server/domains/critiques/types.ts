import type { AuditedEntity } from '../../../src/contract/audit';
import type { RecordKind } from '../../../src/contract/visibility';

/**
 * A kind of record that takes critiques: audited (its critiques are audited on it) and visible by the
 * rule — directly (a kind of the rule) or through its parent (an endorsement request is seen as its
 * policy: its `ParentColumns.visible` says so).
 */
export type CritiqueEntity = AuditedEntity & (RecordKind | 'solicitacao_endosso');
