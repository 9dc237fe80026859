/** The addresses every part of the app may send a member to: home and the support conversation. */

export const homePath = '/home/index';

export const supportPath = '/user/support';
