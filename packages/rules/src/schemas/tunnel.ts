import { number, object, string } from 'yup';
import {
  formatMessages,
  TUNNEL_CONTEXT_CONTRACT_PATTERN,
  TUNNEL_SOCKET_ADDRESS_CONTRACT_PATTERN,
} from '../format-rules';
import { validationMessages } from '../messages';

const m = validationMessages.tunnel;

export interface TunnelFormValues {
  id?: number;
  context: string;
  socketAddress: string;
  userGroups: string;
}

/** Create/edit tunnel: all three required; the context path and socket address in the formats the server holds them to. */
export const createTunnelSchema = () =>
  object({
    id: number(),
    context: string()
      .trim()
      .required(m.contextRequired)
      .matches(new RegExp(TUNNEL_CONTEXT_CONTRACT_PATTERN), formatMessages.tunnelContext),
    socketAddress: string()
      .trim()
      .required(m.socketAddressRequired)
      .matches(new RegExp(TUNNEL_SOCKET_ADDRESS_CONTRACT_PATTERN), formatMessages.tunnelSocketAddress),
    userGroups: string().trim().required(m.userGroupsRequired),
  });
