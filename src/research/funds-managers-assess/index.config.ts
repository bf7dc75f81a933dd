export default definePageConfig({ navigationBarTitleText: '测评结果' });
