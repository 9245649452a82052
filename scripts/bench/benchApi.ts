/** Calls the local API as a signed-in user: JSON in, the answer's `data` out, an error on any other status than 200. */
export const apiCaller =
  (apiUrl: string, headers: Record<string, string>) => async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${apiUrl}/api/${path}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    if (response.status !== 200)
      throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return json.data;
  };
