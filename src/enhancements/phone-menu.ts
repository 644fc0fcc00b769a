/**
 * The phone menu is a native <details>: it opens and closes without any script. This adds
 * what a visitor expects of a menu beyond that: it closes when one of its links is followed
 * (on the landing page the link only scrolls, so the open menu would cover the section) and
 * on Escape, which also puts the focus back on its button. One listener each on the
 * document, so it works however the page arrived.
 */
export const PHONE_MENU_ATTRIBUTE = "data-phone-menu";

export const phoneMenuScript = `(function(){
var menu=function(e){return e.target instanceof Element&&e.target.closest("details[${PHONE_MENU_ATTRIBUTE}]")};
document.addEventListener("click",function(e){var m=menu(e);if(m&&e.target.closest("a"))m.open=false});
document.addEventListener("keydown",function(e){if(e.key!=="Escape")return;
var m=document.querySelector("details[${PHONE_MENU_ATTRIBUTE}][open]");
if(m){m.open=false;m.querySelector("summary").focus()}});
})()`;
