// Stands in for stylesheet and image imports in jest (the bundler handles them for real).
module.exports = 'test-file-stub';
