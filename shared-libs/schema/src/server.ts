// Paths only the server writes (admin SDK): the rules give them no .validate, and the import never takes
// them (docs/storage-contract.md: staff, limitesAskAI). Described here so every stored path has one shape.
import { number, picklist, pipe, regex, strictObject, string, type InferOutput } from 'valibot';
import { keyed } from './build';
import { ASK_AI_DAY, ASK_AI_KEY, STAFF_ROLES } from './limits';

/** staff/{uid}: a mirror of the custom claims, written by `npm run staff`. */
export const staffSchema = keyed('$uid', string(), strictObject({ email: string(), role: picklist(STAFF_ROLES) }));

/** askAI's counters of one visitor for one UTC day (fixed windows of a minute and of the day). */
export const askAILimitSchema = strictObject({ minuteStart: number(), minuteCount: number(), dayCount: number() });

/** limitesAskAI/{día}/{clave} */
export const askAILimitsSchema = keyed('$dia', pipe(string(), regex(ASK_AI_DAY)), keyed('$clave', pipe(string(), regex(ASK_AI_KEY)), askAILimitSchema));

export type StaffShape = InferOutput<typeof staffSchema>;
export type AskAILimitShape = InferOutput<typeof askAILimitSchema>;
