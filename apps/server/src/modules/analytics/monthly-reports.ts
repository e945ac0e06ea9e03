import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mailer.js';
import { monthlyReportEmail } from '../mail/templates.js';
import { organizationReport, type ReportSources } from './analytics.service.js';
import { claimMonth, findReportsDue } from './monthly-reports.repository.js';
import { Rounds } from '../../lib/rounds.js';

/** How often due reports are looked for: the first hour of a month is soon enough. */
const ROUND_MS = 60 * 60 * 1000;

/** The month before `now`'s (UTC) as YYYY-MM, with its first and last days. */
export function previousMonth(now: Date): { month: string; from: string; to: string; name: string } {
  const firstOfThisMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const lastDay = new Date(firstOfThisMonth - 86_400_000);
  const firstDay = new Date(Date.UTC(lastDay.getUTCFullYear(), lastDay.getUTCMonth(), 1));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return {
    month: day(firstDay).slice(0, 7),
    from: day(firstDay),
    to: day(lastDay),
    name: firstDay.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
}

export interface MonthlyReportsDependencies extends ReportSources {
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * A periodic job beside the publishing worker: once a month has ended, each organisation that named
 * recipients gets that month's PDF report by email (SMTP, or the outbox without one). The month is
 * claimed in the database before anything is sent, so it goes out once whatever the restarts or the
 * servers; an organisation that names recipients mid-month gets last month's at the next round.
 */
export class MonthlyReports {
  private readonly rounds: Rounds;

  constructor(private readonly deps: MonthlyReportsDependencies) {
    this.rounds = new Rounds('monthly reports', ROUND_MS, () => this.runOnce(), deps.log);
  }

  start(): void {
    this.rounds.start();
  }

  stop(): Promise<void> {
    return this.rounds.stop();
  }

  /** One round: answers how many organisations' reports went out. What tests call. */
  async runOnce(now: Date = new Date()): Promise<number> {
    const period = previousMonth(now);
    let sent = 0;
    for (const { organizationId } of await findReportsDue(this.deps.db, period.month)) {
      const claimed = await claimMonth(this.deps.db, organizationId, period.month);
      if (!claimed) continue;
      await sendMonthlyReport(this.deps, organizationId, claimed.recipients, now);
      sent += 1;
    }
    return sent;
  }
}

/** Last month's report of one organisation, to each recipient: by the job, or at once when asked. */
export async function sendMonthlyReport(deps: Omit<MonthlyReportsDependencies, 'log'>, organizationId: number, recipients: string[], now: Date) {
  const period = previousMonth(now);
  const report = await organizationReport(deps, organizationId, period.from, period.to);
  for (const to of recipients) {
    await deps.mailer.send(
      monthlyReportEmail({
        to,
        organizationId,
        organizationName: report.organizationName,
        monthName: period.name,
        fileName: report.fileName,
        pdf: report.content,
        link: `${deps.appUrl}/analytics`,
      }),
    );
  }
  return period;
}
