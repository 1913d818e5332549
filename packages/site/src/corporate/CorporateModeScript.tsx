// Corporate mode (SPEC 6): visiting any page with `?corporate=true` remembers the choice in a cookie
// (`?corporate=false` forgets it). A tiny script in <head> marks <html data-corporate> before the body
// paints, and CSS swaps every standard number for the corporate one (see ../phone), so the wrong number
// never flashes.

export const CORPORATE_COOKIE = 'corporate';
export const CORPORATE_QUERY = 'corporate';

// The cookie is SameSite=Lax everywhere and Secure over HTTPS (over plain HTTP on localhost a Secure cookie
// would not be kept).
export const corporateModeScript = `(function(){try{var q=new URLSearchParams(location.search).get('${CORPORATE_QUERY}');var a='; path=/; samesite=lax'+(location.protocol==='https:'?'; secure':'');if(q==='true'||q==='1'){document.cookie='${CORPORATE_COOKIE}=1; max-age=31536000'+a}else if(q==='false'||q==='0'){document.cookie='${CORPORATE_COOKIE}=; max-age=0'+a}if(/(?:^|; )${CORPORATE_COOKIE}=1(?:;|$)/.test(document.cookie)){document.documentElement.setAttribute('data-corporate','')}}catch(e){}})();`;

/** Render inside <head>. The export's inline scripts are hashed into the CSP at build time. */
export function CorporateModeScript() {
  return <script dangerouslySetInnerHTML={{ __html: corporateModeScript }} />;
}
