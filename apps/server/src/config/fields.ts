// The kinds of value the environment's variables take, each with the message an operator reads.
import { z } from 'zod';

// Docker env files and shells often leave a variable set but empty: treat that as unset.
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const urlWithProtocols = (name: string, protocols: readonly string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

export const booleanFlag = (name: string) =>
  z.string().transform((value, ctx) => {
    const normalised = value.trim().toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(normalised)) return true;
    if (['0', 'false', 'no', 'off'].includes(normalised)) return false;
    ctx.addIssue({ code: 'custom', message: `${name} must be 1/0, true/false, yes/no or on/off (got "${value}")` });
    return z.NEVER;
  });

/** A string read by `read`, which gives the value or null; null is refused with `message(value)`. */
export const checked = <T>(read: (value: string) => T | null, message: (value: string) => string) =>
  z.string().transform((value, ctx): T => {
    const result = read(value);
    if (result !== null) return result;
    ctx.addIssue({ code: 'custom', message: message(value) });
    return z.NEVER;
  });

/** A string parsed by `parse`, whose thrown message is the issue, after `name: `. */
export const parsedBy = <T>(name: string, parse: (value: string) => T) =>
  z.string().transform((value, ctx): T => {
    try {
      return parse(value);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: `${name}: ${(err as Error).message}` });
      return z.NEVER;
    }
  });
