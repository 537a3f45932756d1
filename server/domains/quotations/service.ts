/**
 * The guarantee quotation's service, by the lines of its workflow: the record and its one write path
 * (record.ts, through server/lib/transition.ts), reads and lists (reads.ts), create and edit
 * (create-edit.ts), costs (costs.ts), draft and policy (draft-policy.ts), e-mail (mail.ts) and
 * critiques (critiques.ts, composing server/domains/critiques). The history is the audit domain's
 * (`historyOf`).
 */
export * from './reads';
export * from './create-edit';
export * from './costs';
export * from './draft-policy';
export * from './mail';
export { runAction } from './record';
