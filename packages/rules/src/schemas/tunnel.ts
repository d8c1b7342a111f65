import { number, object, string } from 'yup';
import { validationMessages } from '../messages';

const m = validationMessages.tunnel;

export interface TunnelFormValues {
  id?: number;
  context: string;
  socketAddress: string;
  userGroups: string;
}

/** Create/edit tunnel; only presence is enforced, the hints describe the expected shapes. */
export const createTunnelSchema = () =>
  object({
    id: number(),
    context: string().trim().required(m.contextRequired),
    socketAddress: string().trim().required(m.socketAddressRequired),
    userGroups: string().trim().required(m.userGroupsRequired),
  });
