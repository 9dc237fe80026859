/** English texts of the customer-service conversation. */
export const enSupport = {
  title: 'Customer service',
  onlineTitle: 'Online support',
  intro: 'Write to our staff here. Their replies appear in this conversation as soon as they are sent.',
  empty: 'No messages yet',
  emptyBody: 'Ask about your account, deposits, withdrawals or trading. Never send a password.',
  you: 'You',
  staff: 'Customer service',
  placeholder: 'Write a message',
  send: 'Send',
  counter: '{{count}} / {{max}}',
  newReplies: '{{count}} new replies',
  contact: 'Contact customer service',
  textErrors: {
    required: 'Write a message first.',
    too_long: 'A message can be at most {{max}} characters.',
    invalid_format: 'The message contains characters that cannot be sent (control characters).',
  },
};
