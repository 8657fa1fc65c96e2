/** Whether this browser is signed in, from the readable hint cookie the server sets beside the HttpOnly session. */
const SIGNED_IN = "salesync_signed_in"

/** A stranger's visit asks for no account, so it gets no 401. */
export const signedInHint = () => document.cookie.split(";").some((part) => part.trim() === `${SIGNED_IN}=1`)
export const forgetSignIn = () => {
  document.cookie = `${SIGNED_IN}=; max-age=0; path=/; samesite=lax`
}
