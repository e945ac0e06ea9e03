import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  OTP_MAX_ATTEMPTS,
  OTP_SEND_WINDOW_MINUTES,
  OTP_SENDS_PER_WINDOW,
} from '@roi/contract/constants';
import type { Database } from '../../db/database.js';
import { oneTimeCodes } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

export type CodePurpose = 'signup' | 'password_reset';

/** How far back the codes sent count against `sendsPerDay`. */
const SENDS_DAY = sql.raw(`interval '1 day'`);

/**
 * Emailed one-time codes: random from a CSPRNG, kept only as a keyed hash, single use,
 * dead after OTP_MAX_ATTEMPTS wrong tries, and at most OTP_SENDS_PER_WINDOW per address and window
 * (and, for a purpose that asks, a number per day).
 */
export class OneTimeCodes {
  constructor(
    private readonly db: Database,
    private readonly key: Uint8Array,
  ) {}

  /**
   * A new code for the address, replacing any earlier one; refuses with 429 past the sending limit of
   * the window, or past `sendsPerDay` codes in the last 24 hours when given.
   */
  async issue(input: {
    purpose: CodePurpose;
    email: string;
    length: number;
    ttlSeconds: number;
    sendsPerDay?: number;
    payload?: Record<string, string>;
  }): Promise<string> {
    const inWindow = gt(oneTimeCodes.createdAt, sql`now() - make_interval(mins => ${OTP_SEND_WINDOW_MINUTES})`);
    const [sent] = await this.db
      .select({ inWindow: count(sql`case when ${inWindow} then 1 end`), today: count() })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.email, input.email),
          eq(oneTimeCodes.purpose, input.purpose),
          gt(oneTimeCodes.createdAt, sql`now() - ${SENDS_DAY}`),
        ),
      );
    if ((sent?.inWindow ?? 0) >= OTP_SENDS_PER_WINDOW) throw new AppError(429, 'tooManyCodes');
    if (input.sendsPerDay !== undefined && (sent?.today ?? 0) >= input.sendsPerDay) {
      throw new AppError(429, 'tooManyCodesToday');
    }
    const code = String(randomInt(10 ** input.length)).padStart(input.length, '0');
    await this.db.insert(oneTimeCodes).values({
      purpose: input.purpose,
      email: input.email,
      codeHash: this.hash(input.purpose, input.email, code),
      payload: input.payload ?? null,
      expiresAt: sql`now() + make_interval(secs => ${input.ttlSeconds})`,
    });
    return code;
  }

  /**
   * Checks the newest live code of the address. A wrong code counts against it; with `consume` a right
   * one is used up, in one statement, so that it works once however many requests race with it.
   * Answers the code's payload.
   */
  async check(input: { purpose: CodePurpose; email: string; code: string; consume: boolean }): Promise<Record<string, string>> {
    const [latest] = await this.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.email, input.email), eq(oneTimeCodes.purpose, input.purpose)))
      .orderBy(desc(oneTimeCodes.id))
      .limit(1);
    const isLive =
      latest && !latest.consumedAt && latest.attempts < OTP_MAX_ATTEMPTS && latest.expiresAt.getTime() > Date.now();
    if (!latest || !isLive) throw new AppError(400, 'invalidOrExpiredCode');
    const given = Buffer.from(this.hash(input.purpose, input.email, input.code));
    if (!timingSafeEqual(given, Buffer.from(latest.codeHash))) {
      await this.db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(eq(oneTimeCodes.id, latest.id));
      throw new AppError(400, 'invalidOrExpiredCode');
    }
    if (input.consume) {
      const [consumed] = await this.db
        .update(oneTimeCodes)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(oneTimeCodes.id, latest.id),
            isNull(oneTimeCodes.consumedAt),
            lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
            gt(oneTimeCodes.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: oneTimeCodes.id });
      if (!consumed) throw new AppError(400, 'invalidOrExpiredCode');
    }
    return latest.payload ?? {};
  }

  /**
   * Deletes the codes that have expired and no longer count against the day's sends: nothing reads them
   * again, and a signup's code holds what its person typed (names, the password's hash).
   */
  async forgetEnded(): Promise<void> {
    await this.db
      .delete(oneTimeCodes)
      .where(and(lt(oneTimeCodes.expiresAt, sql`now()`), lt(oneTimeCodes.createdAt, sql`now() - ${SENDS_DAY}`)));
  }

  private hash(purpose: CodePurpose, email: string, code: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\n${email}\n${code}`).digest('hex');
  }
}
