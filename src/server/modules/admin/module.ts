// The admin module for the start-up (issue 13): audited changes to accounts, subscriptions and payments,
// asked of the modules that own them; the admins' broadcasts, whose scheduled sends a timer runs while
// the server is up (one process each); /admin/news's content and cover images (under DATA_DIR/uploads/news).
import path from 'node:path';
import type { ModuleBase, ServerModule } from '../../module-registry';
import type { AuthService } from '../auth/service';
import type { AccountsAdmin } from '../auth/admin/service';
import type { BillingAdmin } from '../billing';
import type { NotificationsAdmin, NotificationsService } from '../notifications';
import type { NewsService } from '../news';
import type { UpdatesService } from '../updates/service';
import type { BonusService } from '../bonus/service';
import type { LiveService } from '../live';
import { auditLog, type AuditLog } from './audit';
import { createAdminService, type AdminService } from './service';
import { createBroadcasts, type Broadcasts } from './broadcasts/service';
import { createContentAdmin } from './content';
import { coverImages } from './cover-images';
import { coverImageRoutes } from './cover-routes';
import { adminRoutes } from './routes';

export function adminModule(
  deps: ModuleBase & {
    auth: AuthService;
    accounts: AccountsAdmin;
    billing: BillingAdmin;
    notifications: { service: NotificationsService; admin: NotificationsAdmin };
    news: NewsService;
    updates: UpdatesService;
    bonus: BonusService;
    live: Pick<LiveService, 'sync'>;
    connectedSockets: () => number;
  },
): ServerModule & { service: AdminService; audit: AuditLog; broadcasts: Broadcasts } {
  const { config, db, now, billing } = deps;
  const audit = auditLog(db, now);
  const admin = createAdminService({
    auth: deps.auth,
    accounts: deps.accounts,
    billing,
    notifications: deps.notifications.admin,
    audit,
    now,
  });
  // Admin notifications: sent through notify()'s producer; scheduled ones by a timer (one process each).
  const broadcasts = createBroadcasts({ db, notifications: deps.notifications.service, audit, log: deps.log, now });
  const images = coverImages(path.join(config.DATA_DIR, 'uploads', 'news'));
  const content = createContentAdmin({
    plans: billing.plans,
    news: deps.news,
    updates: deps.updates,
    bonus: deps.bonus,
    images,
    audit,
    now,
  });
  return {
    name: 'admin',
    service: admin,
    audit,
    broadcasts,
    rootRoutes: [coverImageRoutes({ images })],
    routes: [
      adminRoutes({
        service: admin,
        audit,
        broadcasts,
        live: deps.live,
        connectedSockets: deps.connectedSockets,
        now,
        content,
      }),
    ],
    start: () => {
      if (config.NOTIFICATION_SCHEDULER_MS > 0) broadcasts.start(config.NOTIFICATION_SCHEDULER_MS);
    },
    stop: () => broadcasts.stop(),
  };
}
