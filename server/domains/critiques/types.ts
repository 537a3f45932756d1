import type { AuditedEntity } from '../../../src/contract/audit';
import type { RecordKind } from '../../../src/contract/visibility';

/** A kind of record that takes critiques: audited (its critiques are audited on it) and visible by the rule. */
export type CritiqueEntity = AuditedEntity & RecordKind;
