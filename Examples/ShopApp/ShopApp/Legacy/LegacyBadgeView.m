#import "LegacyBadgeView.h"

@implementation LegacyBadgeView

- (void)setCount:(NSInteger)count {
    self.countLabel.text = [NSString stringWithFormat:@"%ld", (long)count];
    self.hidden = count == 0;
}

@end
