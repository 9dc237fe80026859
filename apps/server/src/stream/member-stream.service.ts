/**
 * What other domains may use of the stream: telling a member's open apps that something of theirs
 * changed, on their private topics. Other domains import these from here.
 */
export { publishToMember, type PrivateTopic } from './stream-topics';
export { publishMemberChange } from './member-events';
