import { NOTIFICATION_LINKS, SOFTWARE_CHANNEL_LABELS } from '@banca/contracts';
import type { EventHandler } from '../../lib/domain-events';
import { createNotifications, recipientsAlong } from './create-notifications';

const UPDATES = NOTIFICATION_LINKS.updates;

/**
 * A version published: the banca's other administrators (sent to the screen) and the taquillas'
 * administrators (whose terminals will update), in the publication's own transaction.
 */
export const tellNewVersion: EventHandler<'software.published'> = async (tx, { bancaId, actorId, version }) => {
  const title = `Nueva versión ${version.version_name} de las terminales`;
  const body = `Canal ${SOFTWARE_CHANNEL_LABELS[version.channel]}: las terminales la recibirán en su próxima consulta.`;
  const groups = [
    { roles: ['ADMIN_BANCA'] as const, link: UPDATES },
    { roles: ['ADMIN_TAQUILLA'] as const, link: null },
  ];
  for (const { roles, link } of groups) {
    const recipients = await recipientsAlong(tx, [{ partnerId: bancaId, reach: 'subtree', roles }], {
      except: actorId,
    });
    if (recipients.length) await createNotifications(tx, { recipients, kind: 'SOFTWARE_VERSION', title, body, link });
  }
};
