export default definePageConfig({ navigationBarTitleText: '小店收入' });
