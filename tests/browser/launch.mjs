// How every browser test starts Chromium: Debian's /usr/bin/chromium,
// headless, with none of its own requests to the network (updates,
// sync), so that a page's only requests are the ones it makes.
import { chromium } from 'playwright-core';

export function launch() {
	return chromium.launch({
		executablePath: '/usr/bin/chromium',
		args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
			'--disable-background-networking', '--disable-component-update', '--disable-sync'],
	});
}
