// What the admin page does with the sync, audited: read the data's health, sync now, place a team.
import type { Actor } from '../admin/actor';
import type { AuditLog } from '../admin/audit';
import type { DataSyncService } from './service';

export function createDataSyncAdmin(deps: { service: DataSyncService; audit: AuditLog; enabled: boolean }) {
  const { service, audit } = deps;
  return {
    async status() {
      return { enabled: deps.enabled, ...(await service.status()) };
    },

    teamChoices: () => service.teamChoices(),

    /** Every league's season and fixtures read now (within the day's budget); audited. */
    async syncNow(actor: Actor) {
      await audit.record(actor, { action: 'data_sync.sync_now', targetType: 'data_sync', targetId: 'api-football' });
      if (deps.enabled) await service.syncNow();
      return this.status();
    },

    async placeTeam(actor: Actor, apiTeamId: number, teamId: number) {
      const placed = await service.placeTeam(apiTeamId, teamId);
      await audit.record(actor, {
        action: 'data_sync.place_team',
        targetType: 'team',
        targetId: teamId,
        before: { apiTeamId, name: placed.name, teamId: placed.from },
        after: { apiTeamId, teamId: placed.to },
      });
      return this.status();
    },
  };
}

export type DataSyncAdmin = ReturnType<typeof createDataSyncAdmin>;
