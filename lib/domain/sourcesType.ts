/** Rule id -> one quote of the spec, or several where a rule rests on more than one phrase (lib/domain/sources.ts). */
export type Sources = Record<string, string | readonly string[]>;
