import type { MonthlyReport, MonthlyReportSaveRequest } from '@roi/contract/analytics';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { assertPermission, hasPermission } from '../access/access.service.js';
import { recordAudit } from '../audit/audit.repository.js';
import { sendMonthlyReport } from './monthly-reports.js';
import { findMonthlyReport, saveMonthlyReport } from './monthly-reports.repository.js';
import { organizationOf } from './outcomes.service.js';

async function answer(services: Services, caller: Caller, organizationId: number): Promise<MonthlyReport> {
  const saved = await findMonthlyReport(services.db, organizationId);
  return {
    organization_id: organizationId,
    recipients: saved?.recipients ?? [],
    last_sent_month: saved?.lastSentMonth ?? null,
    can_edit: await hasPermission(services, caller, 'analyticsRecord'),
  };
}

export async function getMonthlyReport(services: Services, caller: Caller, named: number | undefined): Promise<MonthlyReport> {
  await assertPermission(services, caller, 'analyticsView');
  return answer(services, caller, await organizationOf(services, caller, named));
}

export async function setMonthlyReport(services: Services, caller: Caller, request: MonthlyReportSaveRequest): Promise<MonthlyReport> {
  await assertPermission(services, caller, 'analyticsRecord');
  const organizationId = await organizationOf(services, caller, request.organization_id);
  const recipients = [...new Set(request.recipients)];
  await saveMonthlyReport(services.db, organizationId, recipients, caller.userId);
  await recordAudit(services.db, {
    event: 'analytics.monthly_report_saved',
    actorUserId: caller.userId,
    organizationId,
    ip: caller.ip,
    detail: { recipients: recipients.length },
  });
  return answer(services, caller, organizationId);
}

/** Last month's report to the recipients now: to see what they will get, or to send one missed. */
export async function sendMonthlyReportNow(services: Services, caller: Caller, named: number | undefined) {
  await assertPermission(services, caller, 'analyticsRecord');
  const organizationId = await organizationOf(services, caller, named);
  const recipients = (await findMonthlyReport(services.db, organizationId))?.recipients ?? [];
  if (recipients.length === 0) throw new AppError(409, 'monthlyReportNoRecipients');
  const period = await sendMonthlyReport({ ...services, appUrl: services.config.appUrl }, organizationId, recipients, new Date());
  await recordAudit(services.db, {
    event: 'analytics.monthly_report_sent',
    actorUserId: caller.userId,
    organizationId,
    ip: caller.ip,
    detail: { month: period.month, recipients: recipients.length },
  });
  return { month: period.month, recipients: recipients.length };
}
