// Browser tests drive Debian's Chromium; puppeteer must never download its own.
module.exports = { skipDownload: true };
