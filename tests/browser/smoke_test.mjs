// The browser harness works: a page loads, a script runs, console errors are collected.
// Arguments (unused here): the spotforge binary and an artefact folder, as for every browser test.
import { openPage, check } from './browser.mjs';

const { browser, page, errors } = await openPage();
await page.setContent('<p id="p">x</p><script>document.getElementById("p").textContent = "ran"</script>');
check((await page.textContent('#p')) === 'ran', 'the page script did not run');
await page.evaluate(() => console.error('deliberate'));
check(errors.length === 1 && errors[0].includes('deliberate'), 'console errors are not collected');
await browser.close();
console.log('browser smoke test passed');
