import type { ActionId, ModuleId } from './permissions';
import type { WorkflowTable } from './workflow-table';

/**
 * What an operation requires. Every server route declares one (a route without it fails at start) and
 * every screen takes its module and action from one, so the client's guard and the server check the
 * same thing:
 * - `public`: no token (login, password recovery, health);
 * - `user`: any logged-in user who is not a guest (own account, history);
 * - `module` (+ `action`): the token must hold the module (any of them, when a list) and the action;
 *   `guest: true` additionally lets guest tokens in (the agro guest flow only).
 */
export type Access =
  | { readonly public: true }
  | { readonly user: true }
  | {
      readonly module: ModuleId | readonly ModuleId[];
      readonly action?: ActionId;
      readonly guest?: boolean;
    };

/** One screen of SPEC.md §2 (the shell's page registry is the union of every manifest's screens). */
export interface ScreenInfo {
  /** Path pattern with TanStack Router's `$param` segments. */
  readonly path: string;
  /** The sidebar label, the document title, the breadcrumb and the start of the h1. */
  readonly title: string;
  /** Module required to open the screen (the guard and the sidebar check it). */
  readonly module?: ModuleId;
  /** Action required to open the screen (SPEC.md §2 and §6). */
  readonly action?: ActionId;
  /** Besides `action`: the screen opens for a holder of any one of these actions. */
  readonly anyAction?: readonly ActionId[];
  /** The breadcrumb parent: a screen key of any manifest. */
  readonly parent?: string;
  /** No login needed. */
  readonly public?: boolean;
  /** Guests may open it. */
  readonly guest?: boolean;
  /** False: a screen a later issue builds (the sidebar shows it disabled, as "em breve"). */
  readonly ready?: boolean;
}

/**
 * A domain's manifest (`src/contract/manifests/<domain>.ts`): the facts that features, the shell and
 * the server share, written once. It holds no schema, so the shell can import every manifest without
 * pulling valibot into the /login bundle; the wire schemas stay in `src/contract/<domain>.ts`.
 */
interface ManifestFacts {
  /** Its folder under `src/features`, when it has screens or commands. */
  readonly feature?: string;
  /** API paths, Fastify style (`:id`); the client fills them with `apiPath`. */
  readonly api: Readonly<Record<string, string>>;
  /** Access per operation; the server routes and the client's permission checks read it. */
  readonly access: Readonly<Record<string, Access>>;
  readonly screens: Readonly<Record<string, ScreenInfo>>;
  /**
   * The sort fields of each of the domain's paged lists, by list: the `sort` its list route accepts.
   * Defined in `src/contract/screens/<domain>.ts` (the list routes validate their URL with them in the
   * entry bundle); tests/server/manifest-facts.test.ts checks every list route of the API against them.
   */
  readonly sort?: Readonly<Record<string, readonly string[]>>;
  /**
   * The records of this domain the audit log keeps, by their `entidade` (GET /v1/auditoria):
   * `src/contract/audit.ts` reads them from every manifest, so a new domain names its records here.
   */
  readonly audit?: Readonly<Record<string, AuditedRecord>>;
}

/** One audited record type, as its domain's manifest declares it. */
export interface AuditedRecord {
  /** How the history names the record: 'Escritório'. */
  readonly nome: string;
  /** Who may read its history: whoever may view the record (the domain's `view` access). */
  readonly view: ScreenAccess;
  /**
   * The label of each audited field (the `rotulo` of GET /v1/auditoria); a field missing here shows
   * under its wire name. tests/server/audit-readable.test.ts finds the fields a write stores.
   */
  readonly campos: Readonly<Record<string, string>>;
  /**
   * The workflow tables whose actions name the record's audit rows besides 'criar' and 'alterar', by
   * the suffix the action id takes in the audit row ('' for the record's own table; '_critica' for the
   * critiques of a quotation: 'reenviar' is audited as 'reenviar_critica'). The history's verb is the
   * action's `auditPhrase` (src/contract/workflow-table.ts), never a second list.
   */
  readonly workflows?: Readonly<Record<string, WorkflowTable<string, string>>>;
  /**
   * Actions of a record that no table moves (a child record written on its parent, as a policy's
   * endorsement), with the verb the history shows: { registrar_endosso: 'registrou um endosso' }.
   */
  readonly acoes?: Readonly<Record<string, string>>;
}

/**
 * A domain with routes names its folder under `server/domains` and its name in Portuguese (the tag of
 * its operations in /docs); a client-only domain has neither.
 */
export type DomainManifest = ManifestFacts &
  (
    | { readonly server: string; readonly label: string }
    | { readonly server?: undefined; readonly label?: undefined }
  );

/** The module and action of an access, for a screen: `{ ...officeAccess.view, path, title }`. */
export type ScreenAccess = { readonly module: ModuleId; readonly action?: ActionId };

/** `/v1/escritorios/:id` + `{ id }` -> `/v1/escritorios/<id>` (each value URL-encoded). */
export function apiPath(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Parâmetro ausente no caminho ${template}: ${name}`);
    return encodeURIComponent(String(value));
  });
}
