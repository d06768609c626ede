// The HTTP status of an admin detail page (issue 35 point 1): the server answers what the page shows.
// A signed-in admin opening /admin/users/7 gets 200 when user 7 exists and a real 404 when it does
// not, as /match/… and /team/… do. Anyone else gets the page's 200 shell (the app asks them to sign
// in): the status must not tell a visitor which ids exist.
import { idTextSchema } from '@shared/integers';
import type { AdminService } from './service';

const DETAIL_PAGE = /^\/admin\/(users|payments)\/([^/?]+)\/?(?:\?.*)?$/;

/** `viewerRole` reads the session only for a detail page (other pages need no database read). */
export function adminPageStatus(admin: AdminService) {
  return async (url: string, viewerRole: () => Promise<string | null>): Promise<200 | 404> => {
    const detail = DETAIL_PAGE.exec(url);
    if (!detail || (await viewerRole()) !== 'admin') return 200;
    const id = idTextSchema().safeParse(detail[2]);
    if (!id.success) return 404;
    return (await admin.recordExists(detail[1] as 'users' | 'payments', id.data)) ? 200 : 404;
  };
}
