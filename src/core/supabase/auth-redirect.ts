/** Whether the address carries an auth redirect (a recovery or sign-in link's answer). */
export function hasAuthRedirect(location: { hash: string; search: string }): boolean {
  return /[#&?](access_token|error_description|code)=/.test(`${location.hash}&${location.search}`);
}
