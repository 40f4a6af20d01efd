/** A refused or failed submission on the message line: the server's text, else the failure's own (e.g. the encryption's). */
import { toApiError } from '../../dataProvider/errors';
import { showMessage } from '../../dataProvider/messages';

export const showFailure = (error: unknown) => {
  showMessage('error', toApiError(error).statusText);
};
