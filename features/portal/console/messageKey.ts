/** The i18n key of a shared (server and console) message, so the console translates what the server would say. */
export const sharedMessageKey = (group: string, messages: Record<string, string>, message: string) => {
  const key = Object.entries(messages).find(([, text]) => text === message)?.[0];
  return key ? `portal.${group}.validation.${key}` : message;
};
