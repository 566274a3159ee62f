/** Who the chat is opened for: the operator's name, phone (the token's claim), company and object id. */
export interface ChatIdentity {
  name: string;
  phone: string;
  company: string;
  objectId: string;
}
