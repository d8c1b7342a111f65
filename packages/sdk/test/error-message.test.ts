import { ProApiError, errorMessage, errorMessageWithPrefix, UNKNOWN_ERROR } from '../src';

describe("errorMessage: the server's message, else the error's own, a string, else 'Unknown error.'", () => {
  it('takes the message from the server response body when present', () => {
    const err = new ProApiError(409, {
      message: 'Group with this name already exists',
      errorCode: 10301,
      errorId: 'x',
    });
    expect(errorMessage(err)).toBe('Group with this name already exists');
  });

  it('takes a text body as it is', () => {
    expect(errorMessage(new ProApiError(502, 'Bad gateway from proxy'))).toBe('Bad gateway from proxy');
  });

  it("uses the error's own message when it has message, errorId and a numeric errorCode", () => {
    expect(errorMessage({ message: 'Task is not completed', errorId: 'e-1', errorCode: 10501 })).toBe(
      'Task is not completed',
    );
  });

  it('does not use an own message without a numeric errorCode or an errorId', () => {
    expect(errorMessage({ message: 'half an error', errorId: 'e-1', errorCode: '10501' })).toBe(UNKNOWN_ERROR);
    expect(errorMessage({ message: 'half an error', errorCode: 1 })).toBe(UNKNOWN_ERROR);
    expect(errorMessage(new Error('plain'))).toBe(UNKNOWN_ERROR);
  });

  it('passes a plain string on', () => {
    expect(errorMessage('Something specific failed')).toBe('Something specific failed');
  });

  it("falls back to 'Unknown error.'", () => {
    expect(UNKNOWN_ERROR).toBe('Unknown error.');
    expect(errorMessage(undefined)).toBe('Unknown error.');
    expect(errorMessage(null)).toBe('Unknown error.');
    expect(errorMessage(42)).toBe('Unknown error.');
    expect(errorMessage('')).toBe('Unknown error.');
  });

  it("says 'Unknown error.' when the answer had no readable message, never markup; the error itself names the status", () => {
    const page = '<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';
    expect(errorMessage(new ProApiError(500, undefined))).toBe('Unknown error.');
    expect(errorMessage(new ProApiError(502, page))).toBe('Unknown error.');
    expect(errorMessage(new ProApiError(503, '   '))).toBe('Unknown error.');
    expect(errorMessage(new ProApiError(502, { message: '<b>down</b>' }))).toBe('Unknown error.');
    expect(new ProApiError(502, page).message).toBe('The server answered with status 502.');
    // A plain string is the caller's message, shown as text: only answers are kept from showing markup.
    expect(errorMessage('<p>oops</p>')).toBe('<p>oops</p>');
    expect(errorMessageWithPrefix('An error occured while publishing a new app.', new ProApiError(500, ''))).toBe(
      'An error occured while publishing a new app.\nUnknown error.',
    );
  });

  it('puts a caller-given prefix line before the message', () => {
    const err = new ProApiError(400, { message: 'Service name is required.', errorCode: 10001, errorId: 'v' });
    expect(errorMessageWithPrefix('An error occurred while creating a task', err)).toBe(
      'An error occurred while creating a task\nService name is required.',
    );
  });

  it('keeps status, errorCode and errorId on the typed error', () => {
    const err = new ProApiError(409, { message: 'm', errorCode: 10303, errorId: 'abc' });
    expect(err).toBeInstanceOf(Error);
    expect([err.status, err.errorCode, err.errorId, err.message]).toEqual([409, 10303, 'abc', 'm']);
  });
});
